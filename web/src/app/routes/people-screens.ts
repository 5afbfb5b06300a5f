import type { ComponentType } from 'react';
import { BusinessDetailsRoute } from '@/features/people/routes/business-details';
import { EmployeesRoute } from '@/features/people/routes/employees';
import { ProfileSettingsRoute } from '@/features/people/routes/profile-settings';

/**
 * Employees, Business Details and Settings, and Profile Settings load as one chunk: they share their data layer and
 * forms, and one lazy route adds one list of files to the entry script every public page downloads.
 */
export const PEOPLE_SCREENS = {
  employees: EmployeesRoute,
  businessDetails: BusinessDetailsRoute,
  profileSettings: ProfileSettingsRoute,
} satisfies Record<string, ComponentType>;
