import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readable } from '../../../../test/fixtures/readable-expression.js';
import type { SystemSettingItem } from './setting.item.js';
import { hashMapPassword, makeSettingsRepository, passwordMatches, toMarketSettings } from './settings.repository.js';
import { DEFAULT_TENDERS } from '../../../../shared/tenders.js';

const setting = (key: string, value: SystemSettingItem['value']): SystemSettingItem => ({
  _type: 'system_setting',
  id: key,
  key,
  value,
  description: '',
  updatedBy: null,
  createdAt: 'x',
  updatedAt: 'x',
});

describe('typed settings', () => {
  it('fills in the defaults for settings never saved, with the market time zone America/Los_Angeles', () => {
    expect(toMarketSettings(new Map())).toEqual({
      roundCents: true,
      enablePublicProfiles: false,
      marketTimeZone: 'America/Los_Angeles',
      lateCancellationFeeCents: 0,
      latePaymentFeeCents: 0,
      latePaymentGraceDays: 7,
      noShowFeeCents: 0,
      mapPasswordSet: false,
      zelleInstructions: '',
      manualPaymentInstructions: '',
      waitlistOfferHours: 24,
      salesTenders: DEFAULT_TENDERS,
      marketRegulations: '',
      organisationName: '',
      markets: [],
    });
  });

  it('reads saved values, and falls back to the default for a value of the wrong type', () => {
    const stored = new Map(
      [
        setting('round_cents', false),
        setting('market_time_zone', 'Europe/Paris'),
        setting('late_payment_fee_cents', 'ten dollars'),
        setting('map_password', 'scrypt$abc$def'),
      ].map((s) => [s.key, s]),
    );
    expect(toMarketSettings(stored)).toMatchObject({
      roundCents: false,
      marketTimeZone: 'Europe/Paris',
      latePaymentFeeCents: 0,
      mapPasswordSet: true,
    });
  });
});

describe('the map password', () => {
  it('is stored as a salted scrypt hash that only the right password matches', async () => {
    const stored = await hashMapPassword('open-sesame');
    expect(stored).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('open-sesame');
    expect(await hashMapPassword('open-sesame')).not.toBe(stored);
    expect(await passwordMatches(stored, 'open-sesame')).toBe(true);
    expect(await passwordMatches(stored, 'open-sesame ')).toBe(false);
    expect(await passwordMatches('', '')).toBe(false);
  });

  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => ddb.reset());
  const repo = () =>
    makeSettingsRepository(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), 'table');

  it('is checked with one read, and an unset password opens nothing', async () => {
    ddb.on(GetCommand).resolves({ Item: setting('map_password', await hashMapPassword('tomatoes')) });
    expect(await repo().verifyMapPassword('tomatoes')).toBe(true);
    expect(await repo().verifyMapPassword('potatoes')).toBe(false);
    expect(await repo().hasMapPassword()).toBe(true);
    ddb.on(GetCommand).resolves({ Item: setting('map_password', '') });
    expect(await repo().hasMapPassword()).toBe(false);
    expect(await repo().verifyMapPassword('')).toBe(false);
  });

  it('has a fingerprint that changes with the password', async () => {
    ddb.on(GetCommand).resolves({ Item: setting('map_password', 'scrypt$a$b') });
    const first = await repo().mapPasswordState();
    ddb.on(GetCommand).resolves({ Item: setting('map_password', 'scrypt$c$d') });
    const second = await repo().mapPasswordState();
    expect(first.isSet && second.isSet).toBe(true);
    expect(first.fingerprint).not.toBe(second.fingerprint);
    expect(first.fingerprint).not.toContain('scrypt');
  });
});

describe('reading and saving settings', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => ddb.reset());
  const repo = () =>
    makeSettingsRepository(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), 'table');

  it('reads every setting in one query of the SETTINGS partition', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [{ pk: 'SETTINGS', sk: 'SETTING#round_cents', ...setting('round_cents', false) }] });
    expect((await repo().getSettings()).roundCents).toBe(false);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(readable(ddb.commandCalls(QueryCommand)[0]!.args[0].input).keyCondition).toBe('pk = "SETTINGS"');
  });

  it('saves a value with who changed it, keeping the description', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...setting('round_cents', false), updatedBy: 'admin-1' } });
    const saved = await repo().put('round_cents', false, 'admin-1', 'Round');
    expect(saved).toMatchObject({ key: 'round_cents', value: false, updatedBy: 'admin-1' });
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'SETTINGS', sk: 'SETTING#round_cents' });
    expect(readable(input).update).toContain('description = if_not_exists(description, "Round")');
  });
});
