import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The short-link pages open on a phone from a text message: Mantine's modal (focus trap, scroll lock, transitions)
 * weighs about 30 KB, so the dialogs load when one is first opened rather than with the page.
 */
const SalesDialogChunk = lazy(() => import('./sales-dialog').then((m) => ({ default: m.SalesDialog })));
const ConfirmActionChunk = lazy(() =>
  import('@/components/ui/confirm-action').then((m) => ({ default: m.ConfirmAction })),
);

export function LazySalesDialog(props: ComponentProps<typeof SalesDialogChunk>) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <SalesDialogChunk {...props} />
    </Suspense>
  );
}

export function LazyConfirmAction(props: ComponentProps<typeof ConfirmActionChunk>) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmActionChunk {...props} />
    </Suspense>
  );
}
