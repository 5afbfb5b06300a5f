import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_RULES } from '@shared/password-rules';
import { IconCheck, IconX } from './icons';

/** The live checklist of spec 1 §2.6: each rule ticks as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} spacing={4} size="sm" center aria-label="Password requirements" aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
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
              {rule.label}
            </Text>
            <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
