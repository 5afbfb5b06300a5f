import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { noCards, PaymentMethodsPage } from '../components/payment-methods-page';

const LOGIN_PATH = `${paths.auth}?returnTo=${encodeURIComponent('/user/payment-methods')}`;

/** /user/payment-methods (spec 3 §2 "My Payment Methods"): personal cards; public, but empty when signed out. */
export function UserPaymentMethodsRoute() {
  usePageTitle(t`My Payment Methods`);
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return (
    <PaymentMethodsPage
      title={t`My Payment Methods`}
      intro={t`Your personal cards. Only you can see and use them.`}
      owner={user ? { kind: 'users', id: user.id } : null}
      ownerMissing={
        <Text c="dimmed">
          {`${noCards()} `}
          <Trans>
            <Anchor component={Link} underline="always" to={LOGIN_PATH}>
              Log in
            </Anchor>{' '}
            to see and add your cards.
          </Trans>
        </Text>
      }
    />
  );
}
