import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { storageKeys } from '@/config/storage-keys';
import { useSession } from '@/lib/session';
import { ALL_VENDOR_TYPES, resolveVendorTypeFilter } from '@/lib/vendor-type-filter';

function readStored(): string | null {
  try {
    return sessionStorage.getItem(storageKeys.vendorTypeFilter);
  } catch {
    return null;
  }
}

/**
 * The admins' vendor-type filter, kept for the browser session (logout clears it). Returns the value ("all" or a
 * vendor type id) and a setter that remembers the admin's choice; non-admins always see "all".
 */
export function useVendorTypeFilter(): [string, (value: string) => void] {
  const { user } = useSession();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(readStored);

  const value = resolveVendorTypeFilter({
    role: user?.role,
    stored: chosen,
    urlParam: params.get('type'),
    defaultVendorTypes: user?.defaultVendorTypes ?? [],
  });

  const setValue = useCallback((next: string) => {
    const v = next || ALL_VENDOR_TYPES;
    try {
      sessionStorage.setItem(storageKeys.vendorTypeFilter, v);
    } catch {
      // storage refused (private mode): the choice lasts until the page reloads
    }
    setChosen(v);
  }, []);

  return [value, setValue];
}
