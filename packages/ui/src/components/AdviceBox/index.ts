export { AdviceBox, adviceBoxTones, type AdviceBoxProps } from './AdviceBox'
