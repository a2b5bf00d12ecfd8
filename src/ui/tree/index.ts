export { Tree, type TreeProps } from './Tree';
export { ContainerTree, type ContainerTreeProps } from './ContainerTree';
export { DriverTree, type DriverTreeProps } from './DriverTree';
export { containerTreeSource, driverTreeSource } from './sources';
