export { Icon, iconNames, iconSizes, iconStrokeWidth, type IconName, type IconProps } from './Icon'
