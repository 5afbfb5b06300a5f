import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { NO_CARDS, PaymentMethodsPage } from '../components/payment-methods-page';

/** /user/payment-methods (spec 3 §2 "My Payment Methods"): personal cards; public, but empty when signed out. */
export function UserPaymentMethodsRoute() {
  usePageTitle('My Payment Methods');
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return (
    <PaymentMethodsPage
      title="My Payment Methods"
      intro="Your personal cards. Only you can see and use them."
      owner={user ? { kind: 'users', id: user.id } : null}
      ownerMissing={
        <Text c="dimmed">
          {`${NO_CARDS} `}
          <Anchor
            component={Link}
            underline="always"
            to={`${paths.auth}?returnTo=${encodeURIComponent('/user/payment-methods')}`}
          >
            Log in
          </Anchor>{' '}
          to see and add your cards.
        </Text>
      }
    />
  );
}
