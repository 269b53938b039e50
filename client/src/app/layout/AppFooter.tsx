import { Box, Container, Text } from "@mantine/core";

/** The footer landmark with the settings' footer text. */
export function AppFooter({ text }: { text: string | null | undefined }) {
  return (
    <Box component="footer" py="md" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
      <Container size="lg">
        {text && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
            {text}
          </Text>
        )}
      </Container>
    </Box>
  );
}
