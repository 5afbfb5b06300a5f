import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductInput } from '@shared/schemas/vendor-profile';
import { useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { makeQueryClient } from '@/lib/react-query';
import { mockApi } from '@/test/api-mock';
import { makeProduct } from '../test/profile-fixtures';
import { useSaveProduct } from './products';

const input: ProductInput = {
  name: 'Goat Cheese',
  description: '',
  category: 'Dairy & Eggs',
  seasonalityStart: null,
  seasonalityEnd: null,
  priceRange: '',
  certifications: [],
};

function renderAddProduct() {
  const client = makeQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const save = useSaveProduct('V1');
      return { save, submit: useGuardedSubmit(save) };
    },
    { wrapper },
  );
}

describe('Add Product sends one Idempotency-Key per submit', () => {
  it('a double click sends one request; a retry of the failed submit sends its key again; the next submit a new one', async () => {
    let answers = 0;
    const mock = mockApi({
      'POST /api/vendors/V1/products': () =>
        ++answers === 1
          ? { status: 503, body: { message: 'Service unavailable' } }
          : { status: 201, body: makeProduct({ name: 'Goat Cheese' }) },
    });
    const { result } = renderAddProduct();
    const keys = () => mock.callsTo('POST', '/api/vendors/V1/products').map((c) => c.headers.get('idempotency-key'));

    act(() => {
      result.current.submit({ id: null, input });
      result.current.submit({ id: null, input });
    });
    await waitFor(() => expect(result.current.save.isError).toBe(true));
    expect(keys()).toHaveLength(1);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);

    act(() => result.current.submit({ id: null, input }));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);

    act(() => result.current.submit({ id: null, input }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
  });
});
