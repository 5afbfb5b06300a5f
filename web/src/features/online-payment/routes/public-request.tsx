import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiStatus } from '@/lib/errors';
import { usePublicRequest } from '../api/public-request';
import { PageMessage } from '../components/page-message';
import { RequestView } from '../components/request-view';

/** /m/{shortCode} and /v/{shortCode} (spec 3 §2 "Public space request page"): no sign-in needed. */
export function PublicRequestRoute() {
  const { code = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Space Request`);
  const request = usePublicRequest(code);
  return (
    <PageContainer size="sm">
      {request.isPending ? (
        <PageLoader label={t`Loading request details`} />
      ) : request.isError ? (
        isApiStatus(request.error, 404, 400) ? (
          <PageMessage text={PAY_MSG.requestNotFound} />
        ) : (
          <PageMessage text={PAY_MSG.requestLoadFailed} onRetry={() => void request.refetch()} />
        )
      ) : (
        <RequestView code={code} request={request.data} />
      )}
    </PageContainer>
  );
}
