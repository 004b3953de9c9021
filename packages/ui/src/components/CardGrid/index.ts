export { CardGrid, CardGridItem, cardGridColumns, type CardGridProps, type CardGridItemProps, type CardGridColumns, type CardGridReach } from './CardGrid'
