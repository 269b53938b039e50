import { Alert, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { drawingFrame, measurePlan } from "./measurePlan";
import { planWarnings, type Box, type MeasuredElement, type PlanWarning } from "./planWarnings";
import classes from "./planEditor.module.css";

/** Where a problem is: its elements' boxes in the drawing's frame. */
export interface ShownProblem {
  frame: Box;
  boxes: Box[];
}

/** The most problems listed (a map drawn badly can have thousands). */
const LISTED = 100;

const markup = (svg: string) => ({ __html: svg });

/**
 * The map check (issue 34, item 17): the map is laid out unseen and measured as the browser draws it, and what
 * a validator would say is listed with each element's name and place; `onShow` points a problem out on the
 * preview.
 */
export function PlanWarnings({ svg, onShow }: { svg: string; onShow: (problem: ShownProblem | null) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState<{ warnings: PlanWarning[]; frame: Box | null } | null>(null);

  useLayoutEffect(() => {
    const root = ref.current?.querySelector("svg");
    setChecked(root ? { warnings: planWarnings(measurePlan(root)), frame: drawingFrame(root) } : null);
    onShow(null);
  }, [svg, onShow]);

  const describe = (element: MeasuredElement) => {
    const name = element.id ? `"${element.id}"` : element.text ? `"${element.text}"` : "-";
    return element.box
      ? t("planEditor.warnings.element", { name, tag: element.tag, x: Math.round(element.box.x), y: Math.round(element.box.y) })
      : t("planEditor.warnings.elementUnplaced", { name, tag: element.tag });
  };
  const message = (warning: PlanWarning) => {
    switch (warning.kind) {
      case "unlabelled":
        return t("planEditor.warnings.unlabelled", { element: describe(warning.elements[0]) });
      case "duplicate":
        return t("planEditor.warnings.duplicate", {
          count: warning.elements.length,
          name: `"${warning.name}"`,
          elements: warning.elements.map(describe).join(", "),
        });
      case "overlap":
        return t("planEditor.warnings.overlap", { first: describe(warning.elements[0]), second: describe(warning.elements[1]) });
      case "textOver":
        return t("planEditor.warnings.textOver", { text: describe(warning.elements[0]), place: describe(warning.elements[1]) });
    }
  };
  const show = (warning: PlanWarning) => {
    const boxes = warning.elements.flatMap((element) => (element.box ? [element.box] : []));
    if (checked?.frame && boxes.length > 0) onShow({ frame: checked.frame, boxes });
  };

  const warnings = checked?.warnings ?? [];
  return (
    <Stack gap="xs">
      <div ref={ref} aria-hidden="true" className={classes.measure} dangerouslySetInnerHTML={markup(svg)} />
      <Title order={3}>{t("planEditor.warnings.title")}</Title>
      {checked &&
        (warnings.length === 0 ? (
          <Text>{t("planEditor.warnings.none")}</Text>
        ) : (
          <Alert color="orange" variant="light">
            <Text mb="xs">{t("planEditor.warnings.count", { count: warnings.length })}</Text>
            <List aria-label={t("planEditor.warnings.title")} spacing="xs">
              {warnings.slice(0, LISTED).map((warning, index) => (
                <List.Item key={index}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm">{message(warning)}</Text>
                    {checked.frame && warning.elements.some((element) => element.box) && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        // Beside a long warning the button keeps its width ("Show" was cut to "Sho").
                        flex="none"
                        aria-label={t("planEditor.warnings.showLabel", { number: index + 1 })}
                        onClick={() => show(warning)}
                      >
                        {t("planEditor.warnings.show")}
                      </Button>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
            {warnings.length > LISTED && <Text size="sm">{t("planEditor.warnings.more", { count: warnings.length - LISTED })}</Text>}
          </Alert>
        ))}
    </Stack>
  );
}
