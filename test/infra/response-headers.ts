import type { Template } from 'aws-cdk-lib/assertions';

interface HeadersPolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: unknown; Override: boolean };
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains?: boolean;
      Preload?: boolean;
      Override: boolean;
    };
    ContentTypeOptions?: { Override: boolean };
    FrameOptions?: { FrameOption: string; Override: boolean };
    ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: unknown; Override: boolean }[] };
}

/** The one response headers policy of the web stack. */
export function headersPolicy(web: Template): HeadersPolicyConfig {
  const policies = Object.values(
    web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<
      string,
      { Properties: { ResponseHeadersPolicyConfig: HeadersPolicyConfig } }
    >,
  );
  if (policies.length !== 1) throw new Error(`Expected one response headers policy, found ${policies.length}`);
  return policies[0]!.Properties.ResponseHeadersPolicyConfig;
}

/**
 * The headers CloudFront adds to a response under this policy, by lower-case name, written as CloudFront writes
 * them. A value holding a deploy-time reference (a bucket's endpoint) stays as the template has it.
 */
export function headersCloudFrontSends(config: HeadersPolicyConfig): Record<string, unknown> {
  const s = config.SecurityHeadersConfig;
  const headers: Record<string, unknown> = {};
  if (s.ContentSecurityPolicy) headers['content-security-policy'] = s.ContentSecurityPolicy.ContentSecurityPolicy;
  if (s.StrictTransportSecurity) {
    const h = s.StrictTransportSecurity;
    headers['strict-transport-security'] =
      `max-age=${h.AccessControlMaxAgeSec}${h.IncludeSubdomains ? '; includeSubDomains' : ''}${h.Preload ? '; preload' : ''}`;
  }
  if (s.ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (s.FrameOptions) headers['x-frame-options'] = s.FrameOptions.FrameOption;
  if (s.ReferrerPolicy) headers['referrer-policy'] = s.ReferrerPolicy.ReferrerPolicy;
  for (const item of config.CustomHeadersConfig?.Items ?? []) headers[item.Header.toLowerCase()] = item.Value;
  return headers;
}

/** True when every header of the policy replaces one the origin (S3, the API) might send. */
export function everyHeaderOverrides(config: HeadersPolicyConfig): boolean {
  const s = config.SecurityHeadersConfig;
  const overrides = [
    ...Object.values(s).map((h) => (h as { Override: boolean }).Override),
    ...(config.CustomHeadersConfig?.Items ?? []).map((i) => i.Override),
  ];
  return overrides.length > 0 && overrides.every((o) => o === true);
}

/**
 * A template value as text: literal parts of an Fn::Join kept, each deploy-time reference written as `{ref}`, so a
 * policy can be searched with a regular expression.
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(asText).join(join[0]);
  return '{ref}';
}
