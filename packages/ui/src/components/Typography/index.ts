export { Heading, Text, headingSizes, textSizes, type HeadingProps, type HeadingSize, type TextProps, type TextSize } from './Typography'
