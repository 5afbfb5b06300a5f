import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_RULES } from '@shared/password-rules';
import { IconCheck, IconX } from './icons';

/** The rules' labels (shared/password-rules.ts holds the English) as the reader reads them. */
const RULE_LABELS: Record<string, MessageDescriptor> = {
  'At least 8 characters': msg`At least 8 characters`,
  'At least one uppercase letter': msg`At least one uppercase letter`,
  'At least one lowercase letter': msg`At least one lowercase letter`,
  'At least one number': msg`At least one number`,
};

/** The live checklist of spec 1 §2.6: each rule ticks as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t, i18n } = useLingui();
  return (
    <List id={id} spacing={4} size="sm" center aria-label={t`Password requirements`} aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const label = RULE_LABELS[rule.label];
        return (
          <List.Item
            key={rule.label}
            data-met={met}
            icon={
              <ThemeIcon color={met ? 'leaf' : 'gray'} variant={met ? 'filled' : 'light'} size={18} radius="xl">
                {met ? <IconCheck size={12} strokeWidth={3} /> : <IconX size={12} strokeWidth={3} />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={met ? 'leaf.8' : 'dimmed'}>
              {label ? i18n._(label) : rule.label}
            </Text>
            <VisuallyHidden>{met ? t` (met)` : t` (not met)`}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
