/** SPEC 9: the bar appears only if loading lasts longer than this, so fast navigations never flash. */
export const progressThrottleMs = 200;
/** SPEC 9: how long the bar takes to creep towards 90%. */
export const progressRunMs = 5000;
/** How long the completed bar fades before it resets. */
export const progressDoneMs = 600;
/** How long the red failed bar stays before it resets. */
export const progressFailedMs = 2000;
