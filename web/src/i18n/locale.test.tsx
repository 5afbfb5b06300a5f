import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDayLong } from '@shared/date-format';
import { formatDollars } from '@shared/money';
import { mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

describe('reading in Spanish', () => {
  it('shows a screen from its Spanish catalogue, and dates and money in es-US', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth');
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-US');
    expect(formatDayLong('2026-12-06')).toBe('domingo, 6 de diciembre de 2026');
    expect(formatDollars(123450)).toBe('$1,234.50');
  });

  it('is English again in the next test', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(formatDayLong('2026-12-06')).toBe('Sunday, December 6, 2026');
  });
});
