import { Alert, Box, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAdminPlanMapRemovedQuery } from "../../../../generated/admin";
import { apiUrl } from "../../../../shared/config";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { toast } from "../../../../shared/toast/toast";
import { RouterAnchor } from "../../../../shared/ui/RouterAnchor";
import type { PlanTabProps } from "../PlanEditorPage";
import { plansPath, usePlanSvg } from "../planShared";
import { PlanWarnings, type ShownProblem } from "../PlanWarnings";
import { formatSize, uploadPlanMap } from "../uploadMap";
import classes from "../planEditor.module.css";

/** The plan's map: pick or drop an SVG file, upload it, see the sanitized map and what sanitizing removed. */
export function MapTab({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const lng = useLng();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [uploadedRemoved, setUploadedRemoved] = useState<string[] | null>(null);
  const { data: removedData, refetch } = useAdminPlanMapRemovedQuery({ variables: { planId: plan.id }, fetchPolicy: "network-only" });
  const removed = uploadedRemoved ?? removedData?.planMapRemoved ?? [];
  const [previewFailed, setPreviewFailed] = useState(false);
  const { svg, loading } = usePlanSvg(plan.id, revision);
  // With the plan's styles the preview is the map inline, styled as on every other map of the plan (an image cannot be).
  const styled = Boolean(plan.styles?.trim());
  const styleRemoved = removed.some((entry) => entry.startsWith("<style>"));
  const [shown, setShown] = useState<ShownProblem | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) previewRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [shown]);

  const choose = (chosen: File | null | undefined) => {
    setError(null);
    setFile(chosen ?? null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setError(null);
    const result = await uploadPlanMap(plan.id, file, lng);
    setUploading(false);
    if (!result.ok) {
      setError(
        result.reason === "tooLarge"
          ? t("planEditor.map.tooLarge", { size: formatSize(file.size, lng) })
          : (result.message ?? t("planEditor.map.failed", { status: result.status ?? "-" })),
      );
      return;
    }
    setUploadedRemoved(result.removed);
    setFile(null);
    setPreviewFailed(false);
    setRevision((value) => value + 1);
    toast.success(t("planEditor.map.uploaded"));
    // The upload changes the plan's version: the other tabs save over the new one.
    void Promise.all([refetch(), reload()]);
  };

  return (
    <Stack>
      <Stack gap="xs" maw={640}>
        <label htmlFor={inputId}>
          <Text fw={500}>{t("planEditor.map.file")}</Text>
        </label>
        <input id={inputId} type="file" accept=".svg,image/svg+xml" onChange={(event) => choose(event.currentTarget.files?.[0])} />
        <div
          className={classes.dropZone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Text>{t("planEditor.map.drop")}</Text>
        </div>
        {file && <Text aria-live="polite">{t("planEditor.map.chosen", { name: file.name, size: formatSize(file.size, lng) })}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void upload()} disabled={!file} loading={uploading}>
            {t("planEditor.map.upload")}
          </Button>
        </Group>
      </Stack>
      <Title order={3}>{t("planEditor.map.removedTitle")}</Title>
      {removed.length === 0 ? (
        <Text>{t("planEditor.map.nothingRemoved")}</Text>
      ) : (
        <List aria-label={t("planEditor.map.removedTitle")}>
          {removed.map((entry) => (
            <List.Item key={entry}>{entry}</List.Item>
          ))}
        </List>
      )}
      {styleRemoved && (
        // A hint, not an alert: the upload's own errors stay the tab's one alert.
        <Stack gap={4} data-testid="style-removed-hint">
          <Text size="sm">{t("planEditor.map.styleRemoved")}</Text>
          <RouterAnchor size="sm" to={localizedPath(lng, plansPath(plan.id, "styles"))}>
            {t("planEditor.map.stylesTabLink")}
          </RouterAnchor>
        </Stack>
      )}
      {svg && <PlanWarnings svg={svg} onShow={setShown} />}
      <Title order={3}>{t("planEditor.map.preview")}</Title>
      {previewFailed || (styled && !loading && !svg) ? (
        <Text>{t("planEditor.map.noMap")}</Text>
      ) : (
        <Box ref={previewRef} className={`${classes.mapFrame} ${classes.previewFrame}`}>
          {!styled ? (
            <img
              key={revision}
              src={`${apiUrl(`/plans/${encodeURIComponent(plan.id)}/map.svg`)}?v=${revision}`}
              alt={t("planEditor.map.previewAlt", { name: plan.name })}
              className={classes.mapImage}
              onError={() => setPreviewFailed(true)}
            />
          ) : (
            svg && (
              <>
                <style data-plan-styles="">{plan.styles}</style>
                <div
                  className={`plan ${classes.inlineMap}`}
                  role="img"
                  aria-label={t("planEditor.map.previewAlt", { name: plan.name })}
                  dangerouslySetInnerHTML={{ __html: svg }}
                />
              </>
            )
          )}
          {shown?.boxes.map((box, index) => (
            <div
              key={index}
              className={classes.highlight}
              data-testid="map-check-highlight"
              style={{
                left: `${((box.x - shown.frame.x) / shown.frame.width) * 100}%`,
                top: `${((box.y - shown.frame.y) / shown.frame.height) * 100}%`,
                width: `${(box.width / shown.frame.width) * 100}%`,
                height: `${(box.height / shown.frame.height) * 100}%`,
              }}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
