export { Prose, type ProseProps } from './Prose'
