/**
 * Mantine's CSS, per component: the full bundle is ~290 kB; importing only what the screens
 * use keeps the first load small on a phone (ARCHITECTURE.md: "per-component CSS").
 * Order matters: globals first, then components (dependencies before dependents).
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Badge.css";
// The charts' legends (estimator, report generator) draw their colour keys as swatches.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/LoadingOverlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/EmptyState.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Typography.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Progress.css";
import "./app.css";
