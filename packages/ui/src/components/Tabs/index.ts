export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from './Tabs'
export { tabsBeforeHydrationScript, prerenderedSelectedKey, selectTabsBeforeHydration, type TabsBeforeHydrationOptions } from './tabs-script'
