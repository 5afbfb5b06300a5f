/**
 * The styles of components only signed-in screens use. The signed-in shell imports this module, so these rules
 * load with it after sign-in and never on a visitor's first visit. A signed-in screen that starts using another
 * component adds its line here; the build test `test/build/spa-weight.test.ts` names any that is missing.
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
// The vendor edit screen: the form and the vendor's audit log side by side (issue 12)
import '@mantine/core/styles/Grid.css';
