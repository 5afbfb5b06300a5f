import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/locale';
import { Icon, type IconProps } from '@/components/ui/icon';
import { chooseLocale, useLocale } from '@/i18n/locale';
import { notify } from '@/lib/notify';
import { saveLocale, sessionKeys, type SessionState } from '@/lib/session';
import classes from './language-switch.module.css';

const IconLanguage = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
  </Icon>
);

/**
 * Switches the language now and remembers it on this device; a signed-in person's choice is also saved on the user,
 * so it follows them to any device.
 */
export function useChooseLocale() {
  const client = useQueryClient();
  const { t } = useLingui();
  return async (locale: Locale) => {
    const user = client.getQueryData<SessionState>(sessionKeys.user())?.user;
    const failed = t`Your language was not saved`;
    const retry = t`It is used on this device. Please try again to keep it on your account.`;
    await Promise.all([
      chooseLocale(locale),
      user && saveLocale(client, user, locale).catch(() => notify.error(failed, retry)),
    ]);
  };
}

/**
 * The language switch (English / Español): a globe the device's own picker opens in a tight header (`iconOnly`), or
 * the globe and the language's name, as in the footer.
 */
export function LanguageSwitch({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const choose = useChooseLocale();
  return (
    <span className={iconOnly ? `${classes.switch} ${classes.iconOnly}` : classes.switch}>
      <IconLanguage size={18} />
      <select
        className={classes.select}
        aria-label={t`Language`}
        value={locale}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen) && chosen !== locale) void choose(chosen);
        }}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </span>
  );
}
