class var {
}
