import { Suspense, type ComponentProps } from 'react';
import { lazyInLanguage } from '@/i18n/lazy';

/*
 * The short-link pages open on a phone from a text message: Mantine's modal (focus trap, scroll lock, transitions)
 * weighs about 30 KB, so the dialogs load when one is first opened rather than with the page.
 */
const SalesDialogChunk = lazyInLanguage(() => import('./sales-dialog').then((m) => ({ default: m.SalesDialog })));
const ConfirmActionChunk = lazyInLanguage(() =>
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
