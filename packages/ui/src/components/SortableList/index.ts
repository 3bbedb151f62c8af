export { SortableList, type SortableListProps, type SortableRowState } from './SortableList';
export { SORTABLE_LIST_TEXTS, type SortableListTexts } from './texts';
