export { Pagination, pageItems, type PaginationProps } from './Pagination'
