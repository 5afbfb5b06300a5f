import * as z from '@shared/zod';
import { SETTING_DEFINITIONS, type SettingKey, type SystemSetting } from '@shared/schemas/settings';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { useSaveSettings } from '../api/setup';
import type { StepProps } from './step-actions';

/**
 * A setup step made of text settings: each field checked by its setting's own rule (as System Settings checks it),
 * only the changed ones saved, and the step "skipped" when nothing was given.
 */
export function useSettingsStep<K extends SettingKey>(
  keys: readonly K[],
  settings: readonly SystemSetting[],
  onDone: StepProps['onDone'],
) {
  const initial = Object.fromEntries(
    keys.map((k) => {
      const value = settings.find((s) => s.key === k)?.value;
      return [k, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
  const schema = z.object(Object.fromEntries(keys.map((k) => [k, SETTING_DEFINITIONS[k].schema])));
  const form = useSchemaForm(schema, { initialValues: initial });
  const save = useSaveSettings();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((values) => {
    const typed = values as Record<K, string>;
    const changes = keys.filter((k) => typed[k] !== initial[k]).map((key) => ({ key, value: typed[key] }));
    if (changes.length === 0) return onDone(keys.some((k) => initial[k]) ? 'saved' : 'skipped');
    mutate(changes, { onSuccess: () => onDone('saved') });
  });

  return { form, save, submit };
}
