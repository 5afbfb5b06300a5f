import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES } from '@shared/locale';
import { IconCheck } from '@/components/ui/icons';
import { useLocale } from '@/i18n/locale';
import { useChooseLocale } from './language-switch';

/**
 * The language choice inside the account menu (English / Español, the one in use checked). Apart from
 * ./language-switch so that the menu's code stays out of a visitor's first page.
 */
export function LanguageMenuItems() {
  const { t } = useLingui();
  const labelId = useId();
  const locale = useLocale();
  const choose = useChooseLocale();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Menu.Label id={labelId}>{t`Language`}</Menu.Label>
      {LOCALES.map((value) => (
        <Menu.Item
          key={value}
          lang={value}
          aria-current={value === locale ? 'true' : undefined}
          leftSection={<IconCheck size={16} style={{ visibility: value === locale ? 'visible' : 'hidden' }} />}
          onClick={() => {
            if (value !== locale) void choose(value);
          }}
        >
          {LOCALE_NAMES[value]}
        </Menu.Item>
      ))}
    </div>
  );
}
