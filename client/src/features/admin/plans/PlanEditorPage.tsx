import { Tabs, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useLanguagesQuery } from "../../../generated/graphql";
import { useAdminPlanQuery, useAdminPlanSpaceTypesQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { PageLoader } from "../event/components/PageLoader";
import { DetailsTab } from "./tabs/DetailsTab";
import { LabelsTab } from "./tabs/LabelsTab";
import { MapTab } from "./tabs/MapTab";
import { PlacesTab } from "./tabs/PlacesTab";
import { SpacesTab } from "./tabs/SpacesTab";
import { StructureTab } from "./tabs/StructureTab";
import { StylesTab } from "./tabs/StylesTab";
import { editedPlan, plansPath, type EditedPlan } from "./planShared";

export const PLAN_TABS = ["details", "map", "places", "spaces", "structure", "labels", "styles"] as const;
export type PlanTab = (typeof PLAN_TABS)[number];

export interface PlanTabProps {
  plan: EditedPlan;
  languages: ReadonlyArray<{ id: string; name: string }>;
  spaceTypes: ReadonlyArray<{ id: string; name: string; accessible: boolean }>;
  /** Fetches the saved plan again (after a conflict). */
  reload: () => Promise<EditedPlan | null>;
}

/** /admin/settings/plans/:planId/:tab?: the plan's editor, one tab (a route of its own) at a time. */
export function PlanEditorPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const { planId = "", tab: tabParam } = useParams();
  const tab: PlanTab = PLAN_TABS.includes(tabParam as PlanTab) ? (tabParam as PlanTab) : "details";
  const { data, refetch } = useAdminPlanQuery({ variables: { id: planId } });
  const { data: languagesData } = useLanguagesQuery({ context: { withoutLanguage: true } });
  const { data: typesData } = useAdminPlanSpaceTypesQuery();
  const fetched = data?.plan;
  const plan = useMemo(() => (fetched && typesData ? editedPlan(fetched, typesData.spaceTypes) : null), [fetched, typesData]);
  if (!plan || !languagesData || !typesData) return <PageLoader />;

  const props: PlanTabProps = {
    plan,
    languages: languagesData.languages,
    spaceTypes: typesData.spaceTypes,
    reload: async () => {
      const saved = (await refetch()).data?.plan;
      return saved ? editedPlan(saved, typesData.spaceTypes) : null;
    },
  };
  return (
    <>
      <Title order={2} mb="md">
        {plan.name}
      </Title>
      <Tabs value={tab} onChange={(value) => value && void navigate(localizedPath(lng, plansPath(planId, value)))} keepMounted={false}>
        <Tabs.List aria-label={t("planEditor.tabsLabel")} mb="md">
          {PLAN_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`planEditor.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          {tab === "details" && <DetailsTab key={plan.id} {...props} />}
          {tab === "map" && <MapTab key={plan.id} {...props} />}
          {tab === "places" && <PlacesTab key={plan.id} {...props} />}
          {tab === "spaces" && <SpacesTab key={plan.id} {...props} />}
          {tab === "structure" && <StructureTab key={plan.id} {...props} />}
          {tab === "labels" && <LabelsTab key={plan.id} {...props} />}
          {tab === "styles" && <StylesTab key={plan.id} {...props} />}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
