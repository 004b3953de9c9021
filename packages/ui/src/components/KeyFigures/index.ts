export { KeyFigures, type KeyFiguresProps, type KeyFigure } from './KeyFigures'
