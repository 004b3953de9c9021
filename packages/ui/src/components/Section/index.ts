export { Section, SectionHeading, sectionTones, type SectionProps, type SectionHeadingProps } from './Section'
