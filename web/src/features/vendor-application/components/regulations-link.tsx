import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Text } from '@mantine/core';
import { usePublicSettings } from '@/lib/public-settings';

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

/**
 * The market regulations an applicant agrees to (the system setting market_regulations): a web address opens in a
 * new tab; text unfolds in place (a disclosure, so the public page loads no dialog code). Nothing while unset.
 */
export function RegulationsLink() {
  const { t } = useLingui();
  const read = t`Read the market regulations`;
  const regulations = usePublicSettings().data?.market_regulations.trim() ?? '';
  if (!regulations) return null;
  if (isWebAddress(regulations))
    return (
      <Anchor href={regulations} target="_blank" rel="noreferrer" size="sm">
        <Trans>Read the market regulations (opens in a new tab)</Trans>
      </Anchor>
    );
  return (
    <Box component="details" fz="sm">
      <Box component="summary" c="leaf.8" fw={600} style={{ cursor: 'pointer' }}>
        {read}
      </Box>
      <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
        {regulations}
      </Text>
    </Box>
  );
}
