import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="50vh" role="status" aria-label={label ?? t`Loading`}>
      <Loader color="leaf" type="dots" />
    </Center>
  );
}
