import classes from "./alerts.module.css";

/** Readable titles for the checkout's coloured alerts (Styles API `title` part). */
export const alertClassNames = { title: classes.title };
