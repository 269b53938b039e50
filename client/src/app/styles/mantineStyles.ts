/**
 * Mantine's stylesheets for what every page's code can show (issue 37): the base layers and the components the
 * first pages' chunks contain (the shell, the event list and pages, the seat map and their dialogs), in the order of
 * Mantine's full `styles.css`, so that a cold seat map downloads a third of it. The rest loads with the screens that
 * use it (mantineScreenStyles.ts).
 *
 * Adding a Mantine component to a page of the first chunks: add its stylesheet here (and the ones of the components it
 * is made of: a component's classes come from the `*.module.mjs` files its code imports, as `vite build --minify false`
 * lists them in the `mantine-*.js` chunk), else it shows unstyled. Not default-css-variables.css: the theme's
 * variables, the defaults too, are written by MantineProvider (app/theme/AppThemeProvider.tsx).
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Breadcrumbs.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Title.css";
import "@mantine/notifications/styles.css";
