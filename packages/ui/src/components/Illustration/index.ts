export { IllustrationFrame, type IllustrationProps } from './Illustration'
export * from './illustrations'
