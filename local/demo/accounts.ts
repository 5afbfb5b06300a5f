/** The demo sign-ins (all with the same password). */
export const DEMO_PASSWORD = 'Demo-market-1';
export const DEMO_ADMIN = { email: 'admin@example.com', username: 'Market Admin' } as const;
export const DEMO_VENDOR_USER = {
  email: 'vendor@example.com',
  username: 'Sam Rivera',
  phone: '(707) 555-0101',
} as const;
/** A second Sunny Acres user with view-only permissions (an employee). */
export const DEMO_EMPLOYEE_USER = { email: 'jordan@example.com', username: 'Jordan Lee' } as const;
