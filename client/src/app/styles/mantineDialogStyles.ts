/**
 * The stylesheets of Mantine's Modal, Checkbox and List (issue 37), which the first pages show only in the seat map's
 * lazily loaded dialogs (features/seat-map/components/lazyDialogs.ts): imported by those dialogs and with the lazy
 * screens' styles (mantineScreenStyles.ts), in the order of Mantine's full `styles.css`.
 */
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Modal.css";
