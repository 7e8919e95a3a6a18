/** The id of a suggestion's option: the combobox points at it with aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;
