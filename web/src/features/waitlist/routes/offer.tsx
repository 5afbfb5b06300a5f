import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { WAITLIST_MSG } from '@/i18n/shared/waitlist-messages';
import { formatWeekdayMonthDay, formatZonedDateTime } from '@shared/date-format';
import { DEFAULT_MARKET_TIME_ZONE } from '@shared/market-time';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { useAnswerOffer, usePublicOffer, type OfferAnswer } from '../api/public-offer';

/** Read at render: the shared messages follow the reader's language. */
const closedText = (status: Exclude<OfferAnswer['status'], 'open'>): string =>
  ({
    accepted: WAITLIST_MSG.offerAccepted,
    declined: WAITLIST_MSG.offerDeclined,
    lapsed: WAITLIST_MSG.offerExpired,
    withdrawn: WAITLIST_MSG.offerSpaceGone,
  })[status];

const longDate = formatWeekdayMonthDay;
// The page is public and cannot read the zone setting; the zone's name tells a reader elsewhere whose clock it is.
const moment = (iso: string) => formatZonedDateTime(iso, DEFAULT_MARKET_TIME_ZONE);

/**
 * /w/{code}: a waitlisted vendor's offer of a freed space (issue 15), opened from the e-mail or text. Accepting
 * approves the request and assigns the space in one step; declining passes it to the next vendor in line.
 */
export function WaitlistOfferRoute() {
  const { code = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Space Offer`);
  const offer = usePublicOffer(code);
  const answer = useAnswerOffer(code);

  let body;
  if (offer.isPending) body = <PageLoader label={t`Loading the offer`} />;
  else if (offer.isError)
    body = (
      <Alert color={isApiStatus(offer.error, 404) ? 'yellow' : 'red'} title={t`Space Offer`}>
        {isApiStatus(offer.error, 404) ? WAITLIST_MSG.offerNotFound : errorMessage(offer.error)}
      </Alert>
    );
  else {
    const o = offer.data;
    const { spaceLabel, vendorName } = o;
    const marketDate = longDate(o.marketDate);
    const deadline = moment(o.deadline);
    body = (
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h2">
            <Trans>
              Space {spaceLabel} for {marketDate}
            </Trans>
          </Title>
          <Text>
            {o.status === 'open'
              ? t`${vendorName}, a space opened up at the market and you are next on the waitlist. It is yours if you accept it by ${deadline}.`
              : t`${vendorName}, a space opened up at the market and you are next on the waitlist.`}
          </Text>
          {o.status === 'open' ? (
            <>
              {answer.isError && <Alert color="red">{errorMessage(answer.error)}</Alert>}
              <Group>
                <Button onClick={() => answer.mutate(true)} loading={answer.isPending && answer.variables}>
                  <Trans>Accept the space</Trans>
                </Button>
                <Button
                  variant="default"
                  onClick={() => answer.mutate(false)}
                  loading={answer.isPending && !answer.variables}
                >
                  <Trans>Decline</Trans>
                </Button>
              </Group>
            </>
          ) : (
            <Alert color={o.status === 'accepted' ? 'green' : 'yellow'} role="status">
              {closedText(o.status)}
            </Alert>
          )}
        </Stack>
      </Card>
    );
  }
  return <PageContainer size="sm">{body}</PageContainer>;
}
