export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonAppearance } from './Button'
export { LinkButton, type LinkButtonProps } from './LinkButton'
export { NativeButton, type NativeButtonProps } from './NativeButton'
