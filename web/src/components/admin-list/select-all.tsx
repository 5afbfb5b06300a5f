import { Checkbox, type CheckboxProps } from '@mantine/core';

/** A list's row selection: which rows are ticked, and how to tick one or all of them. */
export interface SelectionProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

/** The box over a selectable list: ticked when every row is, half-ticked when only some are. */
export function SelectAllCheckbox({
  ids,
  selected,
  onToggleAll,
  ...props
}: { ids: readonly string[]; selected: ReadonlySet<string>; onToggleAll: () => void } & Pick<
  CheckboxProps,
  'label' | 'aria-label'
>) {
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return <Checkbox {...props} checked={all} indeterminate={some && !all} onChange={onToggleAll} />;
}
