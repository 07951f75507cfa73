module {
}

