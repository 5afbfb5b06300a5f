import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import { PageContainer } from '@/components/ui/page-container';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** /p/cancel (spec 3 §2 "Payment cancelled"): the card checkout was left without paying. */
export function PaymentCancelRoute() {
  const { t } = useLingui();
  usePageTitle(t`Payment Cancelled`);
  const navigate = useNavigate();
  return (
    <PageContainer size="sm">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Payment Cancelled</Trans>
        </Title>
        <Alert color="yellow" variant="light">
          {PAY_MSG.paymentCancelled}
        </Alert>
        <Stack gap="sm">
          <Button onClick={() => void navigate(-1)}>{PAY_MSG.returnToPayment}</Button>
          <Button component={Link} to={paths.home} variant="default">
            {PAY_MSG.returnHome}
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
