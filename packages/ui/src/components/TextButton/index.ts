export { TextButton, textButtonTones, type TextButtonProps, type TextButtonTone } from './TextButton'
export { textButton, type TextButtonVariants } from './TextButton.css'
