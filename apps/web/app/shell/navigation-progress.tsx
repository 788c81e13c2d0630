import { Progress } from "@mantine/core";
import { useNavigation } from "react-router";

/** A thin bar while the next screen's data or code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label="Loading the page"
      style={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
