export { Button, LinkButton, buttonVariants, buttonSizes, type ButtonProps, type LinkButtonProps } from './Button'
