/**
 * The stylesheets of the Mantine components only lazily loaded screens use (admin, checkout, account, ...; issue 37),
 * in the order of Mantine's full `styles.css`, after mantineStyles.ts's. Loaded with every lazy route's code
 * (app/routing/screenStyles.ts): a few kilobytes, once. @mantine/dates' stylesheet comes with its only user,
 * features/admin/event/components/TypedDateField.tsx.
 */
import "./mantineDialogStyles";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/ColorPicker.css";
import "@mantine/core/styles/ColorInput.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Typography.css";
