import { Box, Loader, Overlay, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LoadingPhase } from "../loading/loadingMachine";

export interface GlobalLoadingIndicatorProps {
  phase: LoadingPhase;
}

/**
 * SPEC section 4: nothing when done, a thin bar at the top while loading, and a dimmed
 * full-screen backdrop with a spinner when loading takes long.
 */
export function GlobalLoadingIndicator({ phase }: GlobalLoadingIndicatorProps) {
  const { t } = useTranslation();
  if (phase === "done") return null;
  return (
    <>
      <Box data-testid="global-loading-bar" pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1200 }}>
        <Progress value={100} size={3} radius={0} animated aria-label={t("loading.label")} />
      </Box>
      {phase === "longLoading" && (
        <Overlay data-testid="global-loading-overlay" fixed center backgroundOpacity={0.45} blur={2} zIndex={1150}>
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader color="white" size="lg" aria-hidden />
            <Text c="white" fw={500}>
              {t("loading.long")}
            </Text>
          </Stack>
        </Overlay>
      )}
    </>
  );
}
